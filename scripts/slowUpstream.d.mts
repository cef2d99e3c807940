import type { Server } from 'node:http';

export declare const searchesOnly: (url: string) => boolean;
export declare function startSlowUpstream(options: {
  port: number;
  upstream: string;
  delayMs?: number;
  slow?: (url: string) => boolean;
  answer?: (url: string) => { status: number; body: string } | null;
  asked?: string[];
  keep?: (url: string) => boolean;
}): Promise<Server>;
