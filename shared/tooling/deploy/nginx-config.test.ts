/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheControlFor, IMMUTABLE, NO_CACHE, NO_CACHE_FILES, securityHeaders } from './http-policy.mjs';
import { listPublicFiles } from '../build/public-assets-plugin.mjs';
import { mediaFileNames } from '../build/media-file-names.mjs';

/**
 * Each app's nginx config (<app>/deploy/nginx.conf.template and the shared snippets it
 * includes, shared/tooling/deploy/nginx/) read as nginx reads it: the rules of http-policy.mjs must
 * hold in every location, whatever the includes. The e2e `nginx` project checks the answers.
 */

const REPO_ROOT = path.resolve(__dirname, '../../..');
const SNIPPETS = path.join(REPO_ROOT, 'shared/tooling/deploy/nginx');
const APPS = ['shell', 'army', 'navy', 'air'] as const;
const SECURITY_HEADERS = Object.keys(securityHeaders({ remoteOrigins: [] }));

type Directive = { name: string; args: string[]; block?: Directive[] };

/** nginx's config syntax: words, quoted strings, `;`, `{ }`, `#` comments, `${var}` inside words. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (/\s/.test(char)) i += 1;
    else if (char === '#') while (i < text.length && text[i] !== '\n') i += 1;
    else if (char === ';' || char === '{' || char === '}') tokens.push(text[i++]!);
    else if (char === '"' || char === "'") {
      let value = '';
      i += 1;
      while (text[i] !== char) {
        if (i >= text.length) throw new Error('unterminated string');
        // As ngx_conf_read_token: \" \' \\ lose their backslash, any other stays (regexes).
        if (text[i] === '\\' && ['"', "'", '\\'].includes(text[i + 1]!)) i += 1;
        value += text[i++];
      }
      i += 1;
      tokens.push(value);
    } else {
      let word = '';
      while (i < text.length && !/[\s;{}]/.test(text[i]!)) {
        if (text[i] === '$' && text[i + 1] === '{') {
          const end = text.indexOf('}', i);
          word += text.slice(i, end + 1);
          i = end + 1;
        } else word += text[i++];
      }
      tokens.push(word);
    }
  }
  return tokens;
}

function parse(tokens: string[], start = 0): { directives: Directive[]; next: number } {
  const directives: Directive[] = [];
  let i = start;
  while (i < tokens.length && tokens[i] !== '}') {
    const name = tokens[i++]!;
    const args: string[] = [];
    while (tokens[i] !== ';' && tokens[i] !== '{') {
      if (i >= tokens.length) throw new Error(`"${name}" is not terminated`);
      args.push(tokens[i++]!);
    }
    if (tokens[i] === '{') {
      const inner = parse(tokens, i + 1);
      if (tokens[inner.next] !== '}') throw new Error(`"${name}" block is not closed`);
      directives.push({ name, args, block: inner.directives });
      i = inner.next + 1;
    } else {
      directives.push({ name, args });
      i += 1;
    }
  }
  return { directives, next: i };
}

/** A file's directives with every `include mission/...` replaced by that snippet's, recursively. */
function load(file: string): Directive[] {
  const tokens = tokenize(readFileSync(file, 'utf8'));
  const { directives, next } = parse(tokens);
  if (next !== tokens.length) throw new Error(`${file}: unbalanced "}"`);
  return expandIncludes(directives);
}

function expandIncludes(directives: Directive[]): Directive[] {
  return directives.flatMap((directive) => {
    if (directive.name === 'include') {
      const [target] = directive.args;
      // The images' nginx.conf: the app's server block, written by the entrypoint at start.
      if (target === '/var/lib/mission/conf.d/*.conf') return [directive];
      // The image installs the snippets as /etc/nginx/mission/ (the conf prefix + mission/).
      if (!target?.startsWith('mission/')) throw new Error(`include ${target}: not a shared snippet`);
      return load(path.join(SNIPPETS, target.slice('mission/'.length)));
    }
    return [directive.block ? { ...directive, block: expandIncludes(directive.block) } : directive];
  });
}

function serverOf(app: string): Directive[] {
  const servers = load(path.join(REPO_ROOT, app, 'deploy', 'nginx.conf.template')).filter((d) => d.name === 'server');
  if (servers.length !== 1) throw new Error(`${app}: ${servers.length} server blocks, expected one`);
  return servers[0]!.block!;
}

function locations(server: Directive[]) {
  return server
    .filter((d) => d.name === 'location')
    .map((d) => {
      const [modifier, pattern] = d.args.length === 2 ? d.args : ['', d.args[0]];
      const headers: Record<string, string> = {};
      for (const header of d.block!.filter((inner) => inner.name === 'add_header')) {
        if (header.args[0]! in headers) throw new Error(`location ${d.args.join(' ')} states ${header.args[0]} twice`);
        headers[header.args[0]!] = header.args[1]!;
      }
      const tryFiles = d.block!.find((inner) => inner.name === 'try_files')?.args;
      const returns = d.block!.find((inner) => inner.name === 'return')?.args;
      return { modifier: modifier!, pattern: pattern!, headers, tryFiles, returns };
    });
}

/** nginx regexes of these locations are plain PCRE that JavaScript reads the same way. */
const asRegExp = (pattern: string) => new RegExp(pattern);

function builtFileNames(): string[] {
  return APPS.flatMap((app) => {
    const dist = path.join(REPO_ROOT, app, 'dist');
    return existsSync(dist) ? readdirSync(dist) : [];
  });
}

const SAMPLE_NAMES = [
  'main.2d490d3267.js',
  '409.ee45a7fcc0.js',
  '__federation_expose_BranchApp.0afa5713da.js',
  'fire-loop.0123456789.mp3',
  'main.2d490d3267.js.map',
  '205.0af9dc4539.js.LICENSE.txt',
  'main.js',
  'main.2D490D3267.js',
  'main.2d490d326.js',
  ...NO_CACHE_FILES,
];

describe.each(APPS)('%s nginx config', (app) => {
  const server = serverOf(app);
  const all = locations(server);

  test('states no add_header at server level (a location with its own would drop them)', () => {
    expect(server.filter((d) => d.name === 'add_header')).toEqual([]);
  });

  test('every location sends the security headers, CORS and a Cache-Control', () => {
    expect(all.length).toBeGreaterThan(0);
    for (const location of all) {
      expect(Object.keys(location.headers)).toEqual(
        expect.arrayContaining([...SECURITY_HEADERS, 'Access-Control-Allow-Origin', 'Cache-Control']),
      );
    }
  });

  test.each(NO_CACHE_FILES)('%s: no-cache', (file) => {
    const location = all.find((l) => l.modifier === '=' && l.pattern === `/${file}`);
    expect(location?.headers['Cache-Control']).toBe(NO_CACHE);
  });

  test('content-hashed files: immutable, by the same pattern as http-policy.mjs', () => {
    const immutable = all.filter((l) => l.headers['Cache-Control'] === IMMUTABLE);
    expect(immutable).toHaveLength(1);
    const [location] = immutable;
    expect(location!.modifier).toBe('~');
    expect(location!.tryFiles).toEqual(['$uri', '=404']);
    const regex = asRegExp(location!.pattern);
    for (const name of [...SAMPLE_NAMES, ...builtFileNames()]) {
      const exact = all.some((l) => l.modifier === '=' && l.pattern === `/${name}`);
      const nginxSays = exact ? NO_CACHE : regex.test(`/${name}`) ? IMMUTABLE : NO_CACHE;
      expect([name, nginxSays]).toEqual([name, cacheControlFor(name)]);
    }
  });

  test('public/ media (sounds, videos, images) are served under hashed names, immutable; other public files keep theirs, revalidated', () => {
    const publicDir = path.join(REPO_ROOT, app, 'public');
    const files = existsSync(publicDir) ? listPublicFiles(publicDir) : [];
    const media = existsSync(publicDir) ? mediaFileNames(publicDir) : {};
    if (app !== 'shell')
      expect(Object.keys(media)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^sounds\/.+\.mp3$/), expect.stringMatching(/^video\/.+\.mp4$/)]),
      );
    if (app === 'shell') expect(media['sounds/global-tap.mp3']).toMatch(/^sounds\/global-tap\.[0-9a-f]{10}\.mp3$/);
    const immutable = asRegExp(all.find((l) => l.headers['Cache-Control'] === IMMUTABLE)!.pattern);
    const withExtension = all.find((l) => l.modifier === '~' && l.headers['Cache-Control'] === NO_CACHE)!;
    for (const file of files) {
      const served = media[file] ?? file;
      const expected = media[file] ? IMMUTABLE : NO_CACHE;
      // The local server decides by the file's name (static-app-server.mjs), nginx by the path.
      expect([served, cacheControlFor(path.basename(served))]).toEqual([served, expected]);
      expect([served, immutable.test(`/${served}`) ? IMMUTABLE : NO_CACHE]).toEqual([served, expected]);
      if (!media[file]) expect([file, asRegExp(withExtension.pattern).test(`/${file}`)]).toEqual([file, true]);
    }
  });

  test('SPA fallback for routes (a prerendered page, else the empty app page), 404 for a missing file with an extension', () => {
    const root = all.find((l) => l.modifier === '' && l.pattern === '/');
    // As the local server's pageFileFor() (static-app-server.mjs) decides.
    expect(root?.tryFiles).toEqual(['$uri', '$uri/index.html', '/app.html', '/index.html']);
    expect(root?.headers['Cache-Control']).toBe(NO_CACHE);

    const withExtension = all.filter((l) => l.modifier === '~' && l.headers['Cache-Control'] === NO_CACHE && !l.returns);
    expect(withExtension).toHaveLength(1);
    // nginx tries regex locations in order: the hashed one must come first.
    expect(all.findIndex((l) => l.headers['Cache-Control'] === IMMUTABLE)).toBeLessThan(all.indexOf(withExtension[0]!));
    expect(withExtension[0]!.tryFiles).toEqual(['$uri', '=404']);
    const regex = asRegExp(withExtension[0]!.pattern);
    // The local server's test: path.extname() of the path (static-app-server.mjs).
    for (const route of ['/army/fire', '/fr/armee/feu', '/', '/.well-known', '/select', '/x/.env']) {
      expect([route, regex.test(route)]).toEqual([route, false]);
      expect(path.extname(route)).toBe('');
    }
    for (const file of ['/nope.js', '/a/b.json', '/video.webm', '/odd.', '/..x', '/v1.2']) {
      expect([file, regex.test(file)]).toEqual([file, true]);
      expect(path.extname(file)).not.toBe('');
    }
  });

  test('hidden files and folders are a 404, before any other regex location can serve them', () => {
    const hidden = all.filter((l) => l.modifier === '~' && l.returns);
    expect(hidden.map((l) => l.returns)).toEqual([['404']]);
    const regex = asRegExp(hidden[0]!.pattern);
    for (const target of ['/.git/config', '/.env', '/assets/.htpasswd', '/.well-known/x.json'])
      expect([target, regex.test(target)]).toEqual([target, true]);
    for (const target of ['/army/fire', '/main.2d490d3267.js', '/remotes.json', '/fr/index.html', '/odd.'])
      expect([target, regex.test(target)]).toEqual([target, false]);
    expect(all.indexOf(hidden[0]!)).toBeLessThan(all.findIndex((l) => l.modifier === '~' && !l.returns));
  });

  test('answers the probes on /healthz from its build (build-info.json), unlogged, 503 without it', () => {
    const health = server.find((d) => d.name === 'location' && d.args.join(' ') === '= /healthz')!;
    expect(health.block!.find((d) => d.name === 'try_files')?.args).toEqual(['/build-info.json', '=503']);
    expect(health.block!.find((d) => d.name === 'access_log')?.args).toEqual(['off']);
  });

  test('serves media and code with their content types', () => {
    const types = server.find((d) => d.name === 'types')?.block ?? [];
    const typeOf = (extension: string) => types.find((d) => d.args.includes(extension))?.name;
    expect(typeOf('js')).toBe('text/javascript');
    expect(typeOf('json')).toBe('application/json');
    expect(typeOf('html')).toBe('text/html');
    expect(typeOf('webm')).toBe('video/webm');
    expect(typeOf('mp4')).toBe('video/mp4');
    expect(typeOf('mp3')).toBe('audio/mpeg');
    expect(typeOf('m4a')).toBe('audio/mp4');
  });

  test("sets the variables the shared snippets read, from the container's environment", () => {
    const sets = Object.fromEntries(server.filter((d) => d.name === 'set').map((d) => [d.args[0], d.args[1]]));
    if (app === 'shell') {
      expect(sets.$mission_remote_origins).toBe('${REMOTE_ORIGINS}');
      expect(sets.$mission_analytics_origins).toBe('${ANALYTICS_ORIGINS}');
      expect(sets.$mission_cors_origin).toBe('*');
    } else {
      expect(sets.$mission_remote_origins).toBe('');
      expect(sets.$mission_analytics_origins).toBe('');
      expect(sets.$mission_cors_origin).toBe('${SHELL_ORIGIN}');
    }
  });

  test("its image installs the template where the entrypoint reads it, and every ${VAR} of it is the image's default or docker-compose.yml's", () => {
    const template = readFileSync(path.join(REPO_ROOT, app, 'deploy', 'nginx.conf.template'), 'utf8');
    const used = new Set(
      template
        .replace(/#.*/g, '')
        .match(/\$\{[A-Z_]+\}/g)
        ?.map((v) => v.slice(2, -1)),
    );
    expect(used.size).toBeGreaterThan(0);
    // The shell has its own Dockerfile; the three remotes share one, given APP (docs/decisions.md §8).
    const dockerfile = readFileSync(
      path.join(REPO_ROOT, app === 'shell' ? 'shell/deploy/Dockerfile' : 'shared/tooling/deploy/container/remote.Dockerfile'),
      'utf8',
    );
    const own = app === 'shell' ? 'shell' : '${APP}';
    const envText = (dockerfile.match(/^ENV (?:.*\\\n)*.*$/gm) ?? []).join(' ');
    const compose = readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
    const service = compose.slice(compose.indexOf(`\n  ${app}:\n`)).split(/\n {2}\w+:\n/)[1] ?? '';
    const defined = new Set([...envText.matchAll(/([A-Z_]+)=/g), ...service.matchAll(/^ {6}([A-Z_]+):/gm)].map((m) => m[1]));
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
    expect(dockerfile).toMatch(/^FROM \$\{BASE_IMAGE\}$/m);
    expect(dockerfile).toContain(`COPY ${own}/deploy/nginx.conf.template /etc/mission/app.conf.template`);
    expect(dockerfile).toContain('COPY shared/tooling/deploy/nginx/*.conf /etc/nginx/mission/');
    expect(dockerfile).toContain(`COPY ${own}/dist/ /usr/share/nginx/html/`);
  });
});

describe('security-headers.conf', () => {
  const addHeaders = load(path.join(SNIPPETS, 'security-headers.conf')).filter((d) => d.name === 'add_header');
  const headers: Record<string, string> = Object.fromEntries(addHeaders.map((d) => [d.args[0]!, d.args[1]!]));
  const withSources = (sources: string, analyticsSources = '') =>
    Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [
        name,
        value.replaceAll('$mission_csp_remote_sources', sources).replaceAll('$mission_csp_analytics_sources', analyticsSources),
      ]),
    );

  test('states securityHeaders() of http-policy.mjs word for word, without remote origins', () => {
    expect(withSources('')).toEqual(securityHeaders({ remoteOrigins: [] }));
  });

  test('and with them (" <origin> <origin>", as app-server.conf builds it)', () => {
    const remoteOrigins = ['https://army.example.org', 'https://navy.example.org'];
    expect(withSources(` ${remoteOrigins.join(' ')}`)).toEqual(securityHeaders({ remoteOrigins }));
  });

  test('and with the analytics API host, which is allowed in connect-src only', () => {
    const remoteOrigins = ['https://army.example.org'];
    const analyticsOrigins = ['https://analytics.example.org'];
    const expected = securityHeaders({ remoteOrigins, analyticsOrigins });
    expect(withSources(' https://army.example.org', ' https://analytics.example.org')).toEqual(expected);
    const directives = expected['Content-Security-Policy']!.split('; ');
    expect(directives.filter((directive) => directive.includes('analytics.example.org'))).toEqual([
      "connect-src 'self' https://army.example.org https://analytics.example.org",
    ]);
  });

  test('are sent with error answers too ("always")', () => {
    expect(addHeaders.map((d) => d.args[2])).toEqual(addHeaders.map(() => 'always'));
  });

  test("script-src allows no 'unsafe-inline' nor 'unsafe-eval'", () => {
    const scriptSrc = headers['Content-Security-Policy']!.split(';').find((part: string) => part.trim().startsWith('script-src'));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toMatch(/unsafe-(inline|eval)/);
  });
});

/** The http-level directives of a file: name -> args (each stated once). */
function httpLevel(file: string): Record<string, string[][]> {
  const directives: Record<string, string[][]> = {};
  for (const directive of load(file)) (directives[directive.name] ??= []).push(directive.args);
  return directives;
}

describe('abuse-limits.conf: what one client may cost a container', () => {
  const limits = httpLevel(path.join(SNIPPETS, 'abuse-limits.conf'));
  const one = (name: string) => {
    expect([name, limits[name]?.length]).toEqual([name, 1]);
    return limits[name]![0]!;
  };

  test('oversized headers: a line over 8 KiB is refused (414 / 400), at most 4 x 8 KiB held per client', () => {
    expect(one('client_header_buffer_size')).toEqual(['1k']);
    expect(one('large_client_header_buffers')).toEqual(['4', '8k']);
    expect(one('client_max_body_size')).toEqual(['16k']);
  });

  test('slow clients: 10 s for headers, a body or reading the answer; 15 s idle keep-alive; a timed-out connection freed at once', () => {
    expect(['client_header_timeout', 'client_body_timeout', 'send_timeout'].map((name) => [name, one(name)])).toEqual([
      ['client_header_timeout', ['10s']],
      ['client_body_timeout', ['10s']],
      ['send_timeout', ['10s']],
    ]);
    expect(one('keepalive_timeout')).toEqual(['15s']);
    expect(one('reset_timedout_connection')).toEqual(['on']);
  });

  test('a flood from one address: 100 requests a second past a burst of 200, 100 at once, refused with 429 without queueing', () => {
    expect(one('limit_req_zone')).toEqual(['$binary_remote_addr', 'zone=mission_per_address:10m', 'rate=100r/s']);
    expect(one('limit_req')).toEqual(['zone=mission_per_address', 'burst=200', 'nodelay']);
    expect(one('limit_req_status')).toEqual(['429']);
    expect(one('limit_conn_zone')).toEqual(['$binary_remote_addr', 'zone=mission_connections_per_address:10m']);
    expect(one('limit_conn')).toEqual(['mission_connections_per_address', '100']);
    expect(one('limit_conn_status')).toEqual(['429']);
  });

  test("counts the visitor's address behind private hops only (a public client cannot pose as another)", () => {
    expect(limits.set_real_ip_from).toEqual([['10.0.0.0/8'], ['172.16.0.0/12'], ['192.168.0.0/16']]);
    expect(one('real_ip_header')).toEqual(['X-Forwarded-For']);
  });

  test("is in force in the images' nginx.conf and the loopback nginx's", () => {
    const image = load(path.join(REPO_ROOT, 'shared/tooling/deploy/container/nginx.conf'));
    const http = image.find((d) => d.name === 'http')!.block!;
    expect(http.filter((d) => d.name === 'limit_req')).toHaveLength(1);
    const runNginx = readFileSync(path.join(REPO_ROOT, 'e2e/deploy/run-nginx.mjs'), 'utf8');
    const httpBlock = runNginx.slice(runNginx.indexOf('\nhttp {'));
    expect(httpBlock.slice(0, httpBlock.indexOf('\n}'))).toContain('    include mission/abuse-limits.conf;');
  });
});

describe("the images' nginx.conf: a master that is not root, on a read-only root file system", () => {
  const conf = load(path.join(REPO_ROOT, 'shared/tooling/deploy/container/nginx.conf'));
  const http = conf.find((d) => d.name === 'http')!.block!;

  test('switches to no user, and writes only under /var/lib/mission (pid, temporary files, its server block)', () => {
    expect(conf.filter((d) => d.name === 'user')).toEqual([]);
    const written = [
      ...conf.filter((d) => d.name === 'pid'),
      ...http.filter((d) => d.name.endsWith('_temp_path')),
      ...http.filter((d) => d.name === 'include' && d.args[0]!.includes('conf.d')),
    ];
    expect(written.length).toBe(7);
    for (const directive of written)
      expect([directive.name, directive.args[0]!.startsWith('/var/lib/mission/')]).toEqual([directive.name, true]);
  });

  test('a stop finishes requests in flight within the shutdown the manifests allow for', async () => {
    const { NGINX_SHUTDOWN_SECONDS } = await import('./kubernetes/manifests.mjs');
    expect(conf.find((d) => d.name === 'worker_shutdown_timeout')?.args).toEqual([`${NGINX_SHUTDOWN_SECONDS}s`]);
    for (const dockerfile of ['shell/deploy/Dockerfile', 'shared/tooling/deploy/container/remote.Dockerfile']) {
      const text = readFileSync(path.join(REPO_ROOT, dockerfile), 'utf8');
      expect([dockerfile, /^STOPSIGNAL SIGQUIT$/m.test(text), /^USER 33:33$/m.test(text)]).toEqual([dockerfile, true, true]);
    }
  });
});

describe('compression: made once at image build, not per request', () => {
  test('app-server.conf serves a .gz made at build (gzip_static), and compresses the rest', () => {
    const directives = load(path.join(SNIPPETS, 'app-server.conf'));
    const on = (name: string) => directives.find((d) => d.name === name)?.args;
    expect([on('gzip_static'), on('gzip'), on('gzip_vary')]).toEqual([['on'], ['on'], ['on']]);
  });

  test.each(['shell/deploy/Dockerfile', 'shared/tooling/deploy/container/remote.Dockerfile'])(
    '%s writes the .gz of every text file of the build and the carried ones',
    (dockerfile) => {
      const text = readFileSync(path.join(REPO_ROOT, dockerfile), 'utf8');
      const compress = text.indexOf('-exec gzip -k -9 -n -f {} +');
      expect(compress).toBeGreaterThan(text.indexOf('COPY --from=previous /carried/ /usr/share/nginx/html/'));
      for (const type of ['js', 'css', 'json', 'svg', 'html']) expect(text).toContain(`-name '*.${type}'`);
    },
  );
});

describe("the images' nginx.conf under a campaign's wave", () => {
  test('holds 5,000 connections and more on its one worker, with the descriptors to match', () => {
    const conf = load(path.join(REPO_ROOT, 'shared/tooling/deploy/container/nginx.conf'));
    const events = conf.find((d) => d.name === 'events')!.block!;
    const connections = Number(events.find((d) => d.name === 'worker_connections')?.args[0]);
    expect(connections).toBeGreaterThanOrEqual(5_000);
    expect(Number(conf.find((d) => d.name === 'worker_rlimit_nofile')?.args[0])).toBeGreaterThanOrEqual(2 * connections);
    expect(conf.find((d) => d.name === 'worker_processes')?.args).toEqual(['1']);
  });
});
