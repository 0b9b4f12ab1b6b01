/**
 * A software authenticator for the API's tests (issue 47): it makes ES256 passkeys ('none' attestation) and signs
 * assertions as a platform authenticator would, with node:crypto and a few lines of CBOR, for a relying party (RP ID
 * and origin). It answers in the JSON the browser's SimpleWebAuthn calls send. Knobs let a test forge what a bad
 * authenticator does: no user verification, a counter that goes back, another origin.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

// ---------------------------------------------------------------- the little CBOR WebAuthn needs
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length];
  if (length < 0x100) return [(major << 5) | 24, length];
  if (length < 0x10000) return [(major << 5) | 25, length >> 8, length & 0xff];
  return [(major << 5) | 26, (length >>> 24) & 0xff, (length >> 16) & 0xff, (length >> 8) & 0xff, length & 0xff];
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return Buffer.from(value >= 0 ? head(0, value) : head(1, -1 - value));
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([Buffer.from(head(3, text.length)), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([Buffer.from(head(2, value.length)), value]);
  const parts: Buffer[] = [Buffer.from(head(5, value.size))];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

// ---------------------------------------------------------------- the authenticator
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface RelyingParty {
  id: string;
  origin: string;
}

export interface SoftPasskey {
  credentialId: Uint8Array;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  counter: number;
}

interface Options {
  /** The authenticator verified its user (a PIN, a biometric): true unless a test forges one that did not. */
  userVerified?: boolean;
  /** The origin the browser reports, the relying party's unless a test forges another. */
  origin?: string;
}

function authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter >>> 0);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<number, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

export class SoftAuthenticator {
  readonly passkeys: SoftPasskey[] = [];
  constructor(readonly rp: RelyingParty) {}

  /** navigator.credentials.create: a new passkey for the options' challenge and user, as startRegistration answers. */
  create(options: { challenge: string; user?: { id: string } }, knobs: Options = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const passkey: SoftPasskey = {
      credentialId: randomBytes(32),
      privateKey,
      publicKey,
      userHandle: options.user?.id ?? '',
      counter: 0,
    };
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.create',
        challenge: options.challenge,
        origin: knobs.origin ?? this.rp.origin,
        crossOrigin: false,
      }),
    );
    const length = Buffer.alloc(2);
    length.writeUInt16BE(passkey.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, passkey.credentialId, coseKey(publicKey)]);
    const flags = FLAG_UP | FLAG_AT | (knobs.userVerified === false ? 0 : FLAG_UV);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData(this.rp.id, flags, passkey.counter, attested)],
      ]),
    );
    this.passkeys.push(passkey);
    return {
      passkey,
      response: {
        id: b64url(passkey.credentialId),
        rawId: b64url(passkey.credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      },
    };
  }

  /**
   * navigator.credentials.get: an assertion of the challenge by a passkey (the one given, else the first the options
   * allow, else the newest), its counter moved forward unless `counter` says what to sign.
   */
  get(
    options: { challenge: string; allowCredentials?: { id: string }[] },
    knobs: Options & { passkey?: SoftPasskey; counter?: number } = {},
  ) {
    const allowed = options.allowCredentials?.map((c) => c.id);
    const passkey =
      knobs.passkey ??
      (allowed?.length
        ? this.passkeys.find((p) => allowed.includes(b64url(p.credentialId)))
        : this.passkeys[this.passkeys.length - 1]);
    if (!passkey) throw new Error('the soft authenticator holds no passkey the options allow');
    passkey.counter = knobs.counter ?? passkey.counter + 1;
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: knobs.origin ?? this.rp.origin,
        crossOrigin: false,
      }),
    );
    const data = authData(this.rp.id, FLAG_UP | (knobs.userVerified === false ? 0 : FLAG_UV), passkey.counter);
    const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), passkey.privateKey);
    return {
      id: b64url(passkey.credentialId),
      rawId: b64url(passkey.credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(data),
        signature: b64url(signature),
        userHandle: passkey.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
