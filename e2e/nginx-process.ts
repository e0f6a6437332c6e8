import { execFileSync } from 'node:child_process';
import { freePort } from './site-process';

/** The production nginx recipe (deploy/nginx) run by scripts/nginx.sh in front of the given ports, in a prefix of its own. */
export interface NginxProcess {
  origin: string;
  port: number;
  /** Its rendered configuration, logs, cache and nonce placeholder. */
  prefix: string;
  stop(): Promise<void>;
}

export async function startNginx(upstreams: number[], pageTtl: number): Promise<NginxProcess> {
  const port = await freePort();
  const args = ['scripts/nginx.sh', 'start', '--port', String(port), '--page-ttl', String(pageTtl), ...upstreams.flatMap((upstream) => ['--upstream', String(upstream)])];
  const prefix = execFileSync('bash', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').pop() ?? '';
  const stop = async () => {
    execFileSync('bash', ['scripts/nginx.sh', 'stop', prefix], { stdio: 'inherit' });
  };
  return { origin: `http://127.0.0.1:${port}`, port, prefix, stop };
}
