import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { openStore } from '@/lib/db/test-stores';
import { createStaffAuth } from './auth';
import { listPasskeys, staffTables } from './people';
import { invite } from './team';

// A passkey's name is typed by whoever holds an invite link, and read by every admin: registered through Better
// Auth's own endpoints with a right-to-left override, an isolate, a zero-width space, a BOM and a soft hyphen in it,
// it is stored without them; a name stored before that is listed without them.

const settings = { siteUrl: 'http://localhost:3000', secret: 'a-test-secret-of-forty-three-characters-xx', idleMinutes: 120, sessionHours: 12 };
const PLANTED = '\u202e\u2066\u200b\ufeff\u00ad';
const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** A CBOR byte string's head (major type 2) for a length under 65,536. */
const byteHead = (length: number) => (length < 24 ? Buffer.from([0x40 + length]) : length < 256 ? Buffer.from([0x58, length]) : Buffer.from([0x59, length >> 8, length & 0xff]));

/** What a phone answers to a registration: a new ES256 key, the person verified, with no attestation ("none"). */
function newCredential(challenge: string) {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' });
  const coordinate = (value: string | undefined) => Buffer.from(value ?? '', 'base64url');
  // The COSE key as CBOR: {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}.
  const cose = Buffer.concat([Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]), coordinate(jwk.x), Buffer.from([0x22, 0x58, 0x20]), coordinate(jwk.y)]);
  const id = randomBytes(16);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(id.length);
  // The RP id's hash, flags UP, UV and AT, a zero counter, a zero AAGUID, then the credential's id and key.
  const authData = Buffer.concat([createHash('sha256').update('localhost').digest(), Buffer.from([0x45]), Buffer.alloc(4), Buffer.alloc(16), length, id, cose]);
  const text = (value: string) => Buffer.concat([Buffer.from([0x60 + value.length]), Buffer.from(value)]);
  const attestationObject = Buffer.concat([Buffer.from([0xa3]), text('fmt'), text('none'), text('attStmt'), Buffer.from([0xa0]), text('authData'), byteHead(authData.length), authData]);
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge, origin: settings.siteUrl, crossOrigin: false }));
  return { id: b64(id), rawId: b64(id), type: 'public-key', response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(attestationObject), transports: ['internal'] }, clientExtensionResults: {} };
}

async function setUp() {
  const store = await openStore('SQLite');
  await store.ready();
  const auth = createStaffAuth(store, settings);
  const { userId, link } = await invite(store, auth, settings.siteUrl, { email: 'omar@quillmark.test', role: 'viewer', invitedBy: 'command line' });
  return { store, auth, userId, token: link.split('#')[1]! };
}

describe("a passkey's name", () => {
  it('is stored with nothing hidden in it when the welcome page registers it', async () => {
    const { store, auth, userId, token } = await setUp();
    const options = await auth.api.generatePasskeyRegistrationOptions({ query: { context: token }, headers: new Headers(), asResponse: true });
    expect(options.status).toBe(200);
    const { challenge } = (await options.json()) as { challenge: string };
    const cookie = options.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const answer = await auth.api.verifyPasskeyRegistration({
      body: { response: newCredential(challenge), name: `Omar's ${PLANTED}phone\u2028` },
      headers: new Headers({ cookie, origin: settings.siteUrl }),
      asResponse: true,
    });
    expect(answer.status).toBe(200);
    const stored = await staffTables(store).selectFrom('staff_passkeys').select(['userId', 'name']).execute();
    expect(stored).toEqual([{ userId, name: "Omar's phone" }]);
  });

  it('is listed with nothing hidden in it when it was stored before', async () => {
    const { store, auth, userId } = await setUp();
    const context = await auth.$context;
    await context.adapter.create({
      model: 'passkey',
      data: { name: `Ana ${PLANTED}laptop`, publicKey: 'key', userId, credentialID: 'old', counter: 0, deviceType: 'singleDevice', backedUp: false, transports: 'internal', createdAt: new Date() },
    });
    expect((await listPasskeys(store, userId)).map((passkey) => passkey.name)).toEqual(['Ana laptop']);
  });
});
