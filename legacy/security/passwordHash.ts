import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

export type HashKind = "scrypt" | "legacy-md5";

export interface StoredPassword {
  password_hash: string;
  hash_kind: HashKind;
}

/** N=2^14, r=8, p=1: the interactive-login parameters of the scrypt paper, about 16 MiB and tens of ms. */
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A self-describing hash, so the cost can be raised later without breaking stored ones. */
export async function hashPassword(password: string): Promise<StoredPassword> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, { ...COST, maxmem: memoryFor(COST.N, COST.r, COST.p) });
  return {
    password_hash: ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), key.toString("base64")].join("$"),
    hash_kind: "scrypt",
  };
}

function memoryFor(N: number, r: number, p: number): number {
  return 128 * N * r * p + 2 * 1024 * 1024;
}

interface ScryptHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** Reads `scrypt$N$r$p$salt$key`; anything else (or absurd costs) is not a usable hash. */
function parseScrypt(stored: string): ScryptHash | undefined {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > 2 ** 20 || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) {
    return undefined;
  }
  const salt = Buffer.from(parts[4]!, "base64");
  const key = Buffer.from(parts[5]!, "base64");
  if (salt.length === 0 || key.length === 0) return undefined;
  return { N, r, p, salt, key };
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const hash = parseScrypt(stored);
  if (!hash) return false;
  const candidate = await derive(password, hash.salt, hash.key.length, {
    N: hash.N,
    r: hash.r,
    p: hash.p,
    maxmem: memoryFor(hash.N, hash.r, hash.p),
  });
  return timingSafeEqual(candidate, hash.key);
}

/**
 * Stands in for a member who does not exist (or whose hash is a quick MD5), so that every
 * refused login costs one scrypt and the answer time does not tell which case it was.
 * Its key is all zeros, which no password derives to in practice.
 */
const DUMMY_HASH = ["scrypt", COST.N, COST.r, COST.p, Buffer.alloc(SALT_LENGTH).toString("base64"), Buffer.alloc(KEY_LENGTH).toString("base64")].join("$");

export async function spendLikeAVerification(password: string): Promise<void> {
  await verifyScrypt(password, DUMMY_HASH);
}

/** The old PHP site kept unsalted MD5 hex digests; they are only ever compared, never written. */
function verifyLegacyMd5(password: string, stored: string): boolean {
  const expected = Buffer.from(stored.toLowerCase(), "utf8");
  const candidate = Buffer.from(createHash("md5").update(password, "utf8").digest("hex"), "utf8");
  return expected.length === candidate.length && timingSafeEqual(candidate, expected);
}

export async function verifyPassword(password: string, stored: StoredPassword): Promise<boolean> {
  if (stored.hash_kind === "legacy-md5") {
    await spendLikeAVerification(password);
    return verifyLegacyMd5(password, stored.password_hash);
  }
  return verifyScrypt(password, stored.password_hash);
}

/** For seeding members as the old site stored them; never used for a new password. */
export function legacyMd5Hash(password: string): StoredPassword {
  return { password_hash: createHash("md5").update(password, "utf8").digest("hex"), hash_kind: "legacy-md5" };
}
