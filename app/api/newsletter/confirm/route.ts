import { confirmLink, landing } from '@/lib/newsletter/links';

export async function GET(request: Request) {
  return landing(await confirmLink(request));
}
