export interface ClientManifest {
  loader: string;
  styles: string;
  fonts: string[];
  files: Record<string, string>;
}
export function isStale(): boolean;
export function buildClient(): Promise<ClientManifest>;
export function buildServer(): Promise<void>;
export function build(): Promise<number>;
export function ensureBuilt(): Promise<void>;
