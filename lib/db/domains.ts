import { articlesCopy } from '@/lib/db/articles/copy';
import { enquiriesCopy } from '@/lib/db/enquiries/copy';
import { insightsCopy } from '@/lib/db/insights/copy';
import { mailCopy } from '@/lib/db/mail/copy';
import { newsletterCopy } from '@/lib/db/newsletter/copy';
import { staffCopy } from '@/lib/db/staff/copy';
import { coreCopy, type StoreCopy } from './copy';

/**
 * The domains that keep tables in the store, in the order a copy runs: the enquiries before what names them. A new
 * domain is added here once; a new table is declared by its domain (copied, or left with why), and
 * lib/db/domains.test.ts fails on a table no domain declares.
 */
export const STORE_COPIES: readonly StoreCopy[] = [enquiriesCopy, mailCopy, newsletterCopy, insightsCopy, staffCopy, coreCopy, articlesCopy];
