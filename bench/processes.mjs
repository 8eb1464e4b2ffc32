// Starting and stopping the servers a benchmark measures.
import { spawn } from 'node:child_process';

export function startProcess(name, command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('exit', (code) => {
    if (code && code !== 143) console.error(`${name} exited with ${code}:\n${output.slice(-2000)}`);
  });
  return child;
}

export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stopAll(children) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
