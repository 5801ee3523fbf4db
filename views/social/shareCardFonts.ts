import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";

/**
 * Inter for the share cards. The site's own Inter (@fontsource-variable/inter) is a variable
 * WOFF2, and both renderers need something else: satori draws a variable font at its default
 * (regular) weight only, so the bold heading needs a static 700, and resvg (which draws the
 * illustrations' own <text> labels inside the embedded SVG) reads only TTF/OTF files from disk.
 * @fontsource/inter ships static WOFF files; WOFF is the same sfnt tables, each zlib-compressed,
 * so they are unpacked here into plain TTF once per run, no network and no system fonts needed.
 */
export interface ShareCardFont {
  weight: 400 | 700;
  /** The font as an uncompressed sfnt (TrueType), which satori and resvg both read. */
  ttf: Buffer;
}

/** The family name the card and the illustrations ask for. */
export const SHARE_CARD_FONT_FAMILY = "Inter";

// Resolved from this module, not from a path relative to it: the build bundles this code into
// dist/, where node_modules is still found by walking up.
const require = createRequire(import.meta.url);
const FONT_FILES = {
  400: require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"),
  700: require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"),
};

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER_SIZE = 44;
const WOFF_ENTRY_SIZE = 20;
const SFNT_ENTRY_SIZE = 16;

/** WOFF 1.0 → sfnt: the table directory rewritten and each table inflated (W3C WOFF §4–5). */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER_SIZE || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error("Not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = WOFF_HEADER_SIZE + i * WOFF_ENTRY_SIZE;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    // A table is stored as is when compressing would not have made it smaller.
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error("Corrupt WOFF table");
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data };
  });

  const padded = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + numTables * SFNT_ENTRY_SIZE;
  const out = Buffer.alloc(headerSize + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY_SIZE;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * SFNT_ENTRY_SIZE - searchRange, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const entry = 12 + i * SFNT_ENTRY_SIZE;
    table.tag.copy(out, entry);
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

export async function loadShareCardFonts(): Promise<ShareCardFont[]> {
  return Promise.all(([400, 700] as const).map(async (weight) => ({ weight, ttf: woffToSfnt(await readFile(FONT_FILES[weight])) })));
}

/**
 * resvg-js takes fonts only as file paths, so the TTFs are written to a private temporary
 * folder for the length of a run; the returned function removes it.
 */
export function writeFontFiles(fonts: readonly ShareCardFont[]): { paths: string[]; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "share-card-fonts-"));
  const paths = fonts.map((font) => {
    const path = join(dir, `inter-${font.weight}.ttf`);
    writeFileSync(path, font.ttf);
    return path;
  });
  return { paths, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
