import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './ports.js';

/**
 * A real PostgreSQL from Debian's `postgresql` package, started by the test itself:
 * initdb in a temp dir, on an ephemeral port on 127.0.0.1, stopped (and deleted) when
 * the test process exits. PostgreSQL refuses to run as root, so under root (CI) the
 * server runs as the unprivileged user `nobody`, owning its temp dir. One server per
 * test process; each suite gets a database of its own (`database()`).
 */
export interface TestPostgres {
  port: number;
  /** A new, empty database; its URL (trust authentication: any password is accepted). */
  database(name: string): Promise<string>;
  /** `pg_ctl stop -m fast` (connections are cut, committed data kept). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

const NOBODY = 65534;

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  if (versions.length === 0) throw new Error('PostgreSQL is not installed: apt-get install postgresql (see .ci/run)');
  return join(root, versions.sort((a, b) => Number(b) - Number(a))[0]!, 'bin');
}

function asOwner(): SpawnOptions {
  const root = process.getuid?.() === 0;
  return {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(root ? { uid: NOBODY, gid: NOBODY } : {}),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C' },
  };
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, asOwner());
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}: ${out.slice(-2000)}`)),
    );
  });
}

let shared: Promise<TestPostgres> | undefined;

/** The test process's PostgreSQL, started on first use. */
export function testPostgres(): Promise<TestPostgres> {
  return (shared ??= startPostgres());
}

async function startPostgres(): Promise<TestPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'agent-pg-'));
  if (process.getuid?.() === 0) chownSync(dir, NOBODY, NOBODY);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const port = await freePort();
  await run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--locale=C', '--encoding=UTF8', '--no-sync']);
  appendFileSync(
    join(data, 'postgresql.conf'),
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'max_connections = 300',
      'fsync = off', // a test server: durability across an OS crash is not what is tested
      'full_page_writes = off',
      '',
    ].join('\n'),
  );
  const ctl = join(bin, 'pg_ctl');
  const start = () => run(ctl, ['-D', data, '-l', log, '-w', '-t', '60', 'start']);
  const stop = () => run(ctl, ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  process.once('exit', () => {
    spawnSync(ctl, ['-D', data, '-m', 'immediate', '-w', 'stop'], asOwner());
    rmSync(dir, { recursive: true, force: true });
  });
  writeFileSync(join(dir, 'README'), 'test PostgreSQL of agent; removed when its test process exits\n');
  return {
    port,
    start,
    stop,
    async database(name) {
      const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.query(`CREATE DATABASE "${name}"`);
      } finally {
        await admin.end();
      }
      return `postgres://postgres:test-secret@127.0.0.1:${port}/${name}`;
    },
  };
}

/** The engines a store suite runs against: both, unless AGENT_TEST_ENGINES narrows it (e.g. `sqlite`). */
export const ENGINES = (process.env.AGENT_TEST_ENGINES ?? 'sqlite,postgres').split(',').map((e) => e.trim()) as ('sqlite' | 'postgres')[];

/** For a suite: the database.url of `engine` (empty for SQLite; a fresh PostgreSQL database otherwise). */
export async function databaseUrlFor(engine: 'sqlite' | 'postgres', name: string): Promise<string> {
  return engine === 'sqlite' ? '' : (await testPostgres()).database(name);
}

/** Runs one statement through a connection of its own (an "other process"'s write); its rows. */
export async function queryRows(url: string, sql: string, args: unknown[] = []): Promise<Record<string, unknown>[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql, args)).rows;
  } finally {
    await c.end();
  }
}

export const outsideQuery = queryRows;
