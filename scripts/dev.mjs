// `npm run dev`: the API with tsx watch and Vite with hot reload (Vite proxies /api to the API).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@tribuna/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@tribuna/web'], { stdio: 'inherit' }),
];

const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
children.forEach((child) =>
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  }),
);
