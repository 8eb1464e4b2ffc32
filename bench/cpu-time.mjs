// CPU time spent by processes during a measurement, read from Linux's /proc (utime + stime of a
// process and of every descendant still running, e.g. nginx's workers). Used by the proxy line to
// say where a request's CPU goes (load generator, nginx, API processes) and so what the figures
// predict for a machine with more cores than this one.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux (getconf CLK_TCK): 100 on every mainstream kernel.

/** [pid, ppid, cpu ms, command] for each running process, or [] where /proc is missing (not Linux). */
function processTable() {
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const table = [];
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start after its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(fields[1]);
      const ticks = Number(fields[11]) + Number(fields[12]);
      table.push([Number(pid), ppid, (ticks * 1000) / TICKS_PER_SECOND, command]);
    } catch {
      // The process ended while the table was read.
    }
  }
  return table;
}

/** CPU ms used so far by `pid` and its descendants. */
function treeCpuMs(table, pid) {
  const children = new Map();
  for (const [child, parent] of table) children.set(parent, [...(children.get(parent) ?? []), child]);
  const cpuOf = new Map(table.map(([p, , ms]) => [p, ms]));
  let total = 0;
  for (const stack = [pid]; stack.length > 0;) {
    const next = stack.pop();
    total += cpuOf.get(next) ?? 0;
    stack.push(...(children.get(next) ?? []));
  }
  return total;
}

/** CPU ms used so far by every process running `command` (e.g. PostgreSQL's backends, not our children). */
const commandCpuMs = (table, command) => table.filter((row) => row[3] === command).reduce((sum, row) => sum + row[2], 0);

/**
 * Starts counting CPU for named groups, each a list of process ids (with their descendants) or
 * `{ command }` (every process of that name), and for this process (the in-process load
 * generator). `finish()` answers each group's CPU ms since the start. A process that ends during
 * the count drops out of it, so count only processes that outlive the measurement.
 */
export function startCpuCount(groups) {
  const groupCpuMs = (table, group) =>
    Array.isArray(group) ? group.reduce((sum, pid) => sum + treeCpuMs(table, pid), 0) : commandCpuMs(table, group.command);
  const readGroups = () => {
    const table = processTable();
    return Object.fromEntries(Object.entries(groups).map(([name, group]) => [name, groupCpuMs(table, group)]));
  };
  const before = readGroups();
  const ownBefore = process.cpuUsage();
  const startedAt = performance.now();
  return {
    finish() {
      const after = readGroups();
      const own = process.cpuUsage(ownBefore);
      const spent = Object.fromEntries(Object.keys(groups).map((name) => [name, after[name] - before[name]]));
      spent['load generator'] = (own.user + own.system) / 1000;
      return { spent, wallMs: performance.now() - startedAt, cores: cpus().length };
    },
  };
}
