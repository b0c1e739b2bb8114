// Types of bench/crash-harness.mjs for the TypeScript tests that share it.
import type { ChildProcess } from 'node:child_process';

export interface StartedServer {
  url: string;
  child: ChildProcess;
  exited: Promise<number | string | null>;
  output(): string;
  readyInMs: number;
  kill(): Promise<void>;
  stop(): Promise<number | string | null>;
}

export function startServer(options: {
  serverScript: string;
  dataDir?: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** Node's own options before the script, e.g. `--cpu-prof`. */
  execArgv?: string[];
  /** A command the server runs under, e.g. `['strace', '-f', …]`; `child` is then that command's process. */
  wrapper?: string[];
}): Promise<StartedServer>;

export interface Slot {
  date: string;
  time: string;
}
export interface SlotBook {
  take(): Slot | undefined;
  giveBack(slot: Slot): void;
  readonly size: number;
}
export function createSlotBook(today?: Date): SlotBook;

export type WriteKind =
  | 'account'
  | 'pet'
  | 'appointment'
  | 'cartItem'
  | 'order'
  | 'payment'
  | 'orderCancellation'
  | 'appointmentCancellation';
export const WRITE_KINDS: WriteKind[];

export interface Customer {
  number: number;
  email: string;
  password: string;
  ip: string;
  cookie: string;
  productId: number;
  slot?: Slot;
  acked: Partial<Record<WriteKind, string | number>>;
}
export function newCustomer(runId: string, number: number): Customer;
export function ackedWrites(customer: Customer): WriteKind[];
export function runJourney(base: string, customer: Customer, slots: SlotBook): Promise<void>;

export interface LostWrite {
  email: string;
  write: WriteKind;
  found: string;
}
export function findLostWrites(base: string, customer: Customer): Promise<LostWrite[]>;

export interface CrashFigures {
  seed: number;
  cycles: number;
  customers: number;
  acknowledged: Record<WriteKind, number>;
  acknowledgedWrites: number;
  cutOffAtKill: number;
  lost: LostWrite[];
  unexpected: string[];
  firstStartMs: number;
  restartMs: number[];
  failedRestarts: number;
}
export function runCrashCycles(options: {
  serverScript: string;
  dataDir: string;
  cycles: number;
  concurrency?: number;
  killAfterMs?: [number, number];
  seed?: number;
  env?: Record<string, string>;
  log?: (line: string) => void;
}): Promise<CrashFigures>;
export function describeFigures(figures: CrashFigures): string;
export function freePort(): Promise<number>;
