import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Secrets kept with the data, each made on first use, so every instance on this database signs and checks alike
 * (the newsletter's links). Two instances making one at once keep whichever was written first.
 */
export class Secrets {
  private readonly made = new Map<string, Promise<string>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ready: () => Promise<void>,
  ) {}

  get(name: string): Promise<string> {
    let secret = this.made.get(name);
    if (!secret) {
      secret = (async () => {
        await this.ready();
        await this.db.insertInto('secrets').values({ name, value: randomBytes(32).toString('base64url') }).onConflict((conflict) => conflict.column('name').doNothing()).execute();
        return (await this.db.selectFrom('secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value;
      })();
      secret.catch(() => this.made.delete(name));
      this.made.set(name, secret);
    }
    return secret;
  }
}
