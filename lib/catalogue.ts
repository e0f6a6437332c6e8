import { homeProductIds, productGroups, products } from '@/content/products';
import { homeServiceSlugs, services } from '@/content/services';
import type { Product, Service } from '@/content/types';

const byIds = <T, K>(items: readonly T[], key: (item: T) => K, ids: readonly K[]): T[] =>
  ids.map((id) => {
    const item = items.find((candidate) => key(candidate) === id);
    if (!item) throw new Error(`Content references a missing item: ${String(id)}`);
    return item;
  });

export const homeProducts = (): Product[] => byIds<Product, string>(products, (product) => product.id, homeProductIds);
export const homeServices = (): Service[] => byIds<Service, string>(services, (service) => service.slug, homeServiceSlugs);

export const productSections = () =>
  productGroups.map((group) => ({ ...group, products: products.filter((product) => product.group === group.id) }));
