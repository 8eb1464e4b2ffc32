// Types of cluster-kit.mjs for the TypeScript tests that start a cluster (apps/api/src/test/cluster).
import type { ChildProcess } from 'node:child_process';

export const REPO_ROOT: string;
export const NGINX_TEMPLATE: string;
export const NGINX_HINT: string;
export function findNginx(): string | null;
export function renderSite(options: { listen: string; servers: string[]; resolver?: string }): string;
export function startNginx(options: { port: number; apiPorts: number[]; host?: string }): {
  child: ChildProcess;
  prefix: string;
  stop(): Promise<void>;
};
export function apiPortsFrom(first: number, count: number): number[];
export function startApiProcesses(options: {
  ports: number[];
  env: Record<string, string>;
  args?: string[];
  onOutput?: (index: number, chunk: Buffer) => void;
}): ChildProcess[];
export function waitUntilReady(base: string, timeoutMs?: number): Promise<void>;
export function stopChild(child: ChildProcess, graceMs?: number): Promise<void>;
