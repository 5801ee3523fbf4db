import * as esbuild from "esbuild";
import { describe, expect, it } from "vitest";

/**
 * The account form's script stays light: the browser checks fields with zod/mini and reads
 * answers by hand, so full zod (its classic API, locales and JSON Schema generator, about
 * 20 KiB gzipped) must not creep back in through a shared module, and nothing in it may reach
 * for `new Function` (the CSP has no 'unsafe-eval').
 */
describe("the account form island's bundle", () => {
  it("holds zod/mini but not full zod, and no eval", async () => {
    const result = await esbuild.build({
      entryPoints: ["client/islands/accountForm.tsx"],
      bundle: true,
      write: false,
      format: "esm",
      jsx: "automatic",
      minify: true,
      metafile: true,
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "silent",
    });
    // What the script holds: the modules with code in the output (not every file esbuild read,
    // nor the few bytes of an empty namespace object that zod/mini's re-exports leave).
    const inputs = Object.values(result.metafile.outputs).flatMap((output) =>
      Object.entries(output.inputs)
        .filter(([, input]) => input.bytesInOutput > 64)
        .map(([path]) => path),
    );
    expect(inputs.filter((path) => path.includes("node_modules/zod/v4/mini/"))).not.toEqual([]);
    expect(inputs.filter((path) => /node_modules\/zod\/v4\/(?:classic|locales)\//.test(path) || path.includes("to-json-schema"))).toEqual([]);
    const code = result.outputFiles.map((file) => file.text).join("\n");
    expect(code).not.toMatch(/new Function|\beval\(|navigator\?\.userAgent\?\.includes\("Cloudflare"\)/);
  });
});
