// @ts-check
/**
 * The Kubernetes manifests of the four apps (deploy/kubernetes/, docs/deploy-a-remote.md "On a
 * cluster"), from the list of branches: the shell and each branch get a Deployment, a Service,
 * a HorizontalPodAutoscaler, a PodDisruptionBudget and a ConfigMap of their settings (the
 * shell's is its remote registry: each branch's address and integrity pin); one Ingress puts
 * them behind their hosts and states the cache rules a CDN in front must follow
 * (http-policy.mjs). `npm run deploy:kubernetes` writes them; a test fails when the committed
 * ones are stale. `e2e/deploy/kubernetes.spec.ts` plays them with `podman kube play`.
 */
import { BRANCH_NAMES } from '@mission/content/branch-list';
import { CONTENT_HASHED, IMMUTABLE, NO_CACHE, NO_CACHE_FILES } from '../http-policy.mjs';
import { toYaml } from './yaml.mjs';

/** @typedef {import('./yaml.mjs').YamlValue} YamlValue */
/** @typedef {Record<string, YamlValue>} KubeObject */

/** The example public domain: the shell at its apex, each branch at <branch>.<domain>. */
export const DOMAIN = 'missions.example.ca';
/** Where the release pipeline pushes the images (`npm run images` names them mission-<app>). */
export const IMAGE_REGISTRY = 'registry.missions.example.ca/mission';
/** The port every container listens on; a pod has its own network, so one port for all. */
export const CONTAINER_PORT = 8080;
/** www-data in the Debian images (USER 33:33 in the Dockerfiles). */
export const RUN_AS_USER = 33;
/** The one writable folder of the images (shared/tooling/deploy/container/nginx.conf). */
export const RUNTIME_FOLDER = '/var/lib/mission';
/** nginx's health answer: 200 while it serves its build (app-server.conf). */
export const HEALTH_PATH = '/healthz';

/**
 * The graceful stop, in seconds: the pod leaves the Services' endpoints while preStop waits,
 * then nginx gets SIGQUIT (the images' STOPSIGNAL) and finishes what is in flight, within
 * nginx.conf's worker_shutdown_timeout; the grace period covers both.
 */
export const PRE_STOP_SECONDS = 5;
export const NGINX_SHUTDOWN_SECONDS = 20;
export const TERMINATION_GRACE_SECONDS = 30;

/** Replicas: two at least, so a stop, a node's loss or a rollout leaves one serving. */
export const MIN_REPLICAS = 2;
/** A campaign's peak: the shell takes every visitor's first requests, a branch its own. */
export const MAX_REPLICAS = { shell: 20, branch: 10 };
/** One nginx worker a container (nginx.conf): a core at most. */
export const RESOURCES = {
  requests: { cpu: '100m', memory: '32Mi' },
  limits: { cpu: '1', memory: '128Mi' },
};

/** @param {string} app */
export const appName = (app) => `mission-${app}`;
/** @param {string} app */
export const hostOf = (app) => (app === 'shell' ? DOMAIN : `${app}.${DOMAIN}`);
/** @param {string} app */
export const originOf = (app) => `https://${hostOf(app)}`;
/** The shell's registry setting for a branch: its name in capitals, then _URL, _INTEGRITY or _VERSION. @param {string} branch @param {'URL' | 'INTEGRITY' | 'VERSION'} what */
export const registryKey = (branch, what) => `${branch.toUpperCase()}_${what}`;

/** @param {string} app */
const labels = (app) => ({ 'app.kubernetes.io/name': appName(app), 'app.kubernetes.io/part-of': 'mission' });

/**
 * The app's settings: the shell's registry (each branch's origin, and its integrity pin and
 * version, empty until the release pipeline sets them from the build's integrity.json and
 * build-info.json), a branch's shell origin (CORS).
 * @param {string} app
 * @param {readonly string[]} branches
 * @returns {KubeObject}
 */
function settings(app, branches) {
  const data =
    app === 'shell'
      ? Object.fromEntries(
          branches.flatMap((branch) => [
            [registryKey(branch, 'URL'), originOf(branch)],
            [registryKey(branch, 'INTEGRITY'), ''],
            [registryKey(branch, 'VERSION'), ''],
          ]),
        )
      : { SHELL_ORIGIN: originOf('shell') };
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: `${appName(app)}-settings`, labels: labels(app) }, data };
}

/** @param {string} app @returns {KubeObject} */
function deployment(app) {
  const probe = (/** @type {number} */ period, /** @type {number} */ failures) => ({
    httpGet: { path: HEALTH_PATH, port: CONTAINER_PORT },
    periodSeconds: period,
    timeoutSeconds: 2,
    failureThreshold: failures,
  });
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: appName(app), labels: labels(app) },
    spec: {
      replicas: MIN_REPLICAS,
      selector: { matchLabels: labels(app) },
      // A new pod is ready before an old one stops: the rollout never serves from fewer.
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      minReadySeconds: 5,
      template: {
        metadata: { labels: labels(app) },
        spec: {
          automountServiceAccountToken: false,
          terminationGracePeriodSeconds: TERMINATION_GRACE_SECONDS,
          securityContext: {
            runAsNonRoot: true,
            runAsUser: RUN_AS_USER,
            runAsGroup: RUN_AS_USER,
            fsGroup: RUN_AS_USER,
            seccompProfile: { type: 'RuntimeDefault' },
          },
          containers: [
            {
              name: 'nginx',
              image: `${IMAGE_REGISTRY}/${appName(app)}:latest`,
              imagePullPolicy: 'IfNotPresent',
              ports: [{ name: 'http', containerPort: CONTAINER_PORT }],
              env: [
                { name: 'PORT', value: String(CONTAINER_PORT) },
                { name: 'LISTEN_ADDRESS', value: '0.0.0.0' },
              ],
              envFrom: [{ configMapRef: { name: `${appName(app)}-settings` } }],
              readinessProbe: probe(5, 2),
              livenessProbe: probe(10, 3),
              resources: RESOURCES,
              securityContext: {
                readOnlyRootFilesystem: true,
                allowPrivilegeEscalation: false,
                capabilities: { drop: ['ALL'] },
              },
              lifecycle: { preStop: { exec: { command: ['sleep', String(PRE_STOP_SECONDS)] } } },
              volumeMounts: [{ name: 'runtime', mountPath: RUNTIME_FOLDER }],
            },
          ],
          volumes: [{ name: 'runtime', emptyDir: { medium: 'Memory', sizeLimit: '16Mi' } }],
        },
      },
    },
  };
}

/** @param {string} app @returns {KubeObject} */
function service(app) {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: appName(app), labels: labels(app) },
    spec: { selector: labels(app), ports: [{ name: 'http', port: 80, targetPort: 'http' }] },
  };
}

/** @param {string} app @returns {KubeObject} */
function autoscaler(app) {
  return {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: { name: appName(app), labels: labels(app) },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: appName(app) },
      minReplicas: MIN_REPLICAS,
      maxReplicas: app === 'shell' ? MAX_REPLICAS.shell : MAX_REPLICAS.branch,
      metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
      // An advertisement's wave comes in a minute: scale up at once, down slowly.
      behavior: {
        scaleUp: { stabilizationWindowSeconds: 0, policies: [{ type: 'Percent', value: 100, periodSeconds: 15 }] },
        scaleDown: { stabilizationWindowSeconds: 300 },
      },
    },
  };
}

/** @param {string} app @returns {KubeObject} */
function disruptionBudget(app) {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name: appName(app), labels: labels(app) },
    spec: { minAvailable: 1, selector: { matchLabels: labels(app) } },
  };
}

/** The cache rules of http-policy.mjs, as a CDN in front must apply them (annotations). */
export const CDN_RULES = {
  'missions.example.ca/cdn-honour-origin-cache-control': 'true',
  'missions.example.ca/cdn-immutable': `${CONTENT_HASHED.source} -> ${IMMUTABLE}`,
  'missions.example.ca/cdn-never-cache': `${NO_CACHE_FILES.join(' ')} and every page (a path without an extension) -> ${NO_CACHE}`,
};

/** @param {readonly string[]} apps @returns {KubeObject} */
function ingress(apps) {
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: { name: 'mission', labels: { 'app.kubernetes.io/part-of': 'mission' }, annotations: CDN_RULES },
    spec: {
      ingressClassName: 'nginx',
      tls: [{ hosts: apps.map(hostOf), secretName: 'mission-tls' }],
      rules: apps.map((app) => ({
        host: hostOf(app),
        http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: appName(app), port: { name: 'http' } } } }] },
      })),
    },
  };
}

/**
 * Each file of deploy/kubernetes/ and its objects: <app>.yaml for the shell and each branch,
 * ingress.yaml for all.
 * @param {readonly string[]} [branches] the list of branches' names
 * @returns {Record<string, KubeObject[]>}
 */
export function kubernetesObjects(branches = BRANCH_NAMES) {
  const apps = ['shell', ...branches];
  return {
    ...Object.fromEntries(
      apps.map((app) => [`${app}.yaml`, [settings(app, branches), deployment(app), service(app), autoscaler(app), disruptionBudget(app)]]),
    ),
    'ingress.yaml': [ingress(apps)],
  };
}

/** @param {string} file */
function header(file) {
  const common = [
    'Generated by shared/tooling/deploy/kubernetes/manifests.mjs from the list of branches:',
    'run `npm run deploy:kubernetes` after changing it (a test fails while this file is stale).',
    'docs/deploy-a-remote.md "On a cluster" says how a team rolls its remote out.',
  ];
  if (file === 'ingress.yaml') {
    return [
      ...common,
      '',
      "Each app at its own host, TLS at the edge. A CDN in front follows the apps' own",
      'Cache-Control (http-policy.mjs), as the annotations below restate it:',
      `  hashed files (${CONTENT_HASHED.source}): ${IMMUTABLE}`,
      `  ${NO_CACHE_FILES.join(', ')}`,
      `  and every page: ${NO_CACHE} (revalidated on every load, never served stale)`,
    ];
  }
  if (file === 'shell.yaml') {
    return [
      ...common,
      '',
      "The settings ConfigMap is the shell's remote registry: the release pipeline sets each",
      '<BRANCH>_INTEGRITY (and _VERSION) from the build it rolls out, then restarts the shell.',
    ];
  }
  return common;
}

/**
 * The files' text, as committed.
 * @param {readonly string[]} [branches]
 * @returns {Record<string, string>}
 */
export function kubernetesFiles(branches = BRANCH_NAMES) {
  return Object.fromEntries(Object.entries(kubernetesObjects(branches)).map(([file, objects]) => [file, toYaml(objects, header(file))]));
}
