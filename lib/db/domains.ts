import { articlesCopy } from '@/lib/articles/store/copy';
import { enquiriesCopy } from '@/lib/enquiries/store/copy';
import { insightsCopy } from '@/lib/insights/store/copy';
import { mailCopy } from '@/lib/mail/store/copy';
import { newsletterCopy } from '@/lib/newsletter/store/copy';
import { staffCopy } from '@/lib/staff/store/copy';
import { coreCopy, type StoreCopy } from './copy';

/**
 * The domains that keep tables in the store, in the order a copy runs: the enquiries before what names them. A new
 * domain is added here once; a new table is declared by its domain (copied, or left with why), and
 * lib/db/domains.test.ts fails on a table no domain declares.
 */
export const STORE_COPIES: readonly StoreCopy[] = [enquiriesCopy, mailCopy, newsletterCopy, insightsCopy, staffCopy, coreCopy, articlesCopy];
