// Types of topology.mjs for the TypeScript tests that start it (tests/integration/topology.test.ts);
// the JSDoc in topology.mjs says the same, and the two change together.
import type { ChildProcess } from 'node:child_process';

export declare const ROOT: string;
export declare const BUILT_FILES: string[];

export interface HealthCheck {
  interMs: number;
  fastInterMs: number;
  fall: number;
  rise: number;
  timeoutMs: number;
}
export declare const HEALTH_CHECK: HealthCheck;
export declare function downWithinMs(check?: HealthCheck): number;
export declare function downWhenHungWithinMs(check?: HealthCheck): number;
export declare function upWithinMs(check?: HealthCheck): number;
export declare function drainDelayMs(check?: HealthCheck): number;
export declare function freePort(): Promise<number>;
export declare function serverName(index: number): string;
export declare function findHaproxy(): { path: string; version: string } | undefined;
export declare function haproxyConfig(options: {
  port: number;
  statsPort?: number | undefined;
  socket: string;
  servers: { name: string; port: number }[];
  pagesDir: string;
  retryAfterSeconds: number;
  check?: HealthCheck;
}): string;

export interface ServerState {
  name: string;
  /** 'UP', 'DOWN', 'UP 1/3' (failing), 'DOWN 1/2' (passing again), 'MAINT'. */
  status: string;
  sessions: number;
  connectionErrors: number;
  retries: number;
  redispatches: number;
  checkFailures: number;
  downTransitions: number;
}
export declare function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs?: number,
): Promise<T>;

export interface ProgramExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Program {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<ProgramExit>;
  stop(signal?: NodeJS.Signals): Promise<ProgramExit>;
}

export interface TopologyOptions {
  databaseUrl: string;
  databaseSchema: string;
  redisUrl: string;
  redisKeyPrefix: string;
  dataDir: string;
  port: number;
  webPorts: number[];
  cmsPort?: number;
  statsPort?: number;
  haproxy?: string;
  cmsEnv?: Record<string, string | undefined>;
  webEnv?: Record<string, string | undefined>;
  onLine?: (name: string, line: string) => void;
}

export interface Topology {
  url: string;
  workDir: string;
  statsSocket: string;
  check: HealthCheck;
  drainDelayMs: number;
  cms: Program;
  haproxy: Program;
  web: (Program | undefined)[];
  startWeb(index: number): Promise<Program>;
  serverStates(): Promise<ServerState[]>;
  waitForServer(index: number, wanted: 'UP' | 'DOWN', timeoutMs?: number): Promise<{ state: ServerState; afterMs: number }>;
  restartWeb(index: number): Promise<{ downAfterMs: number; exitedAfterMs: number; exit: ProgramExit; upAfterMs: number }>;
  stop(): Promise<void>;
}

export declare function startTopology(options: TopologyOptions): Promise<Topology>;
export declare function uniqueRedisKeyPrefix(name?: string): string;
