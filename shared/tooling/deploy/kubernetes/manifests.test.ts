/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRANCH_NAMES } from '@mission/content/branch-list';
import { CONTENT_HASHED, IMMUTABLE, NO_CACHE_FILES } from '../http-policy.mjs';
import {
  CDN_RULES,
  HEALTH_PATH,
  MIN_REPLICAS,
  NGINX_SHUTDOWN_SECONDS,
  PRE_STOP_SECONDS,
  RUNTIME_FOLDER,
  TERMINATION_GRACE_SECONDS,
  kubernetesObjects,
  originOf,
} from './manifests.mjs';

/**
 * The Kubernetes manifests (deploy/kubernetes/), from the list of branches: what each app's
 * objects must hold for a campaign's launch on a cluster (docs/deploy-a-remote.md "On a
 * cluster"). The e2e plays them (e2e/deploy/kubernetes.spec.ts); these hold each rule, for
 * every app.
 */
type Container = {
  ports: unknown;
  readinessProbe: { httpGet: unknown };
  livenessProbe: { httpGet: unknown };
  resources: { requests: Record<string, string>; limits: Record<string, string> };
  securityContext: Record<string, unknown>;
  volumeMounts: unknown;
  lifecycle: { preStop: { exec: { command: string[] } } };
  envFrom: unknown;
};
/** The generated objects, read by the paths these rules need (a Deployment's, a Service's... in one). */
type Spec = {
  replicas: number;
  strategy: { rollingUpdate: { maxUnavailable: number } };
  selector: { matchLabels: Record<string, string> };
  template: {
    spec: {
      containers: Container[];
      securityContext: { runAsNonRoot: boolean; runAsUser: number };
      volumes: unknown;
      terminationGracePeriodSeconds: number;
    };
  };
  ports: { targetPort: string }[];
  scaleTargetRef: { name: string };
  minReplicas: number;
  maxReplicas: number;
  rules: { host: string; http: { paths: { backend: { service: { name: string } } }[] } }[];
};
type Kube = { kind: string; metadata: { name: string; annotations?: Record<string, string> }; spec: Spec; data?: Record<string, string> };

const REPO_ROOT = path.resolve(__dirname, '../../../..');
const objects = kubernetesObjects() as unknown as Record<string, Kube[]>;
const APPS = ['shell', ...BRANCH_NAMES];
const of = (app: string, kind: string) => objects[`${app}.yaml`]!.find((object) => object.kind === kind)!;
const container = (app: string) => of(app, 'Deployment').spec.template.spec.containers[0]!;

describe('deploy/kubernetes, one file per app of the list of branches, and the ingress', () => {
  test('a file for the shell and each branch, and one for the ingress', () => {
    expect(Object.keys(objects).sort()).toEqual([...APPS.map((app) => `${app}.yaml`), 'ingress.yaml'].sort());
  });

  test('a branch added to the list gets its own objects, and a place in the registry and the ingress', () => {
    const more = kubernetesObjects([...BRANCH_NAMES, 'medic']) as unknown as Record<string, Kube[]>;
    expect(more['medic.yaml']!.map((object) => `${object.kind} ${object.metadata.name}`)).toEqual([
      'ConfigMap mission-medic-settings',
      'Deployment mission-medic',
      'Service mission-medic',
      'HorizontalPodAutoscaler mission-medic',
      'PodDisruptionBudget mission-medic',
    ]);
    expect(more['shell.yaml']![0]!.data!.MEDIC_URL).toBe('https://medic.missions.example.ca');
    expect(more['ingress.yaml']![0]!.spec.rules.map((rule) => rule.host)).toContain('medic.missions.example.ca');
  });
});

describe.each(APPS)('%s', (app) => {
  test(`runs ${MIN_REPLICAS} replicas or more, rolled out with none unavailable`, () => {
    const { spec } = of(app, 'Deployment');
    expect(spec.replicas).toBeGreaterThanOrEqual(2);
    expect(spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
  });

  test('is ready and alive by its health path, on its port', () => {
    for (const probe of ['readinessProbe', 'livenessProbe'] as const) {
      expect([probe, container(app)[probe].httpGet]).toEqual([probe, { path: HEALTH_PATH, port: 8080 }]);
    }
    expect(container(app).ports).toEqual([{ name: 'http', containerPort: 8080 }]);
  });

  test('requests and limits its CPU and memory', () => {
    const { requests, limits } = container(app).resources;
    for (const resource of ['cpu', 'memory']) expect([resource, Boolean(requests[resource] && limits[resource])]).toEqual([resource, true]);
  });

  test('runs as a user that is not root, on a read-only root file system, writing only its emptyDir', () => {
    const pod = of(app, 'Deployment').spec.template.spec;
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
    expect(container(app).securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false });
    expect(container(app).volumeMounts).toEqual([{ name: 'runtime', mountPath: RUNTIME_FOLDER }]);
    expect(pod.volumes).toEqual([{ name: 'runtime', emptyDir: expect.any(Object) }]);
  });

  test('stops gracefully: out of the endpoints first, then requests in flight finish within the grace period', () => {
    const pod = of(app, 'Deployment').spec.template.spec;
    expect(container(app).lifecycle.preStop.exec.command).toEqual(['sleep', String(PRE_STOP_SECONDS)]);
    expect(PRE_STOP_SECONDS + NGINX_SHUTDOWN_SECONDS).toBeLessThan(pod.terminationGracePeriodSeconds);
    expect(pod.terminationGracePeriodSeconds).toBe(TERMINATION_GRACE_SECONDS);
  });

  test('has a Service, an autoscaler from its replicas up, and a disruption budget that keeps one serving', () => {
    const selector = of(app, 'Deployment').spec.selector.matchLabels;
    expect(of(app, 'Service').spec.selector).toEqual(selector);
    expect(of(app, 'Service').spec.ports[0]!.targetPort).toBe('http');
    const autoscaler = of(app, 'HorizontalPodAutoscaler').spec;
    expect(autoscaler.scaleTargetRef.name).toBe(`mission-${app}`);
    expect(autoscaler.minReplicas).toBe(of(app, 'Deployment').spec.replicas);
    expect(autoscaler.maxReplicas).toBeGreaterThan(autoscaler.minReplicas);
    expect(of(app, 'PodDisruptionBudget').spec).toEqual({ minAvailable: 1, selector: { matchLabels: selector } });
  });

  test('takes its settings from its ConfigMap', () => {
    expect(container(app).envFrom).toEqual([{ configMapRef: { name: of(app, 'ConfigMap').metadata.name } }]);
  });
});

describe("the shell's registry, from its ConfigMap", () => {
  test('names each branch of the list at its origin, with an integrity pin and a version the pipeline fills', () => {
    const { data } = of('shell', 'ConfigMap');
    expect(data).toEqual(
      Object.fromEntries(
        BRANCH_NAMES.flatMap((branch) => {
          const name = branch.toUpperCase();
          return [
            [`${name}_URL`, originOf(branch)],
            [`${name}_INTEGRITY`, ''],
            [`${name}_VERSION`, ''],
          ];
        }),
      ),
    );
  });

  test('and the branches the registry script reads are those keys', () => {
    // shell/deploy/remote-registry.envsh reads <BRANCH>_URL for each branch of its list.
    const script = readFileSync(path.join(REPO_ROOT, 'shell/deploy/remote-registry.envsh'), 'utf8');
    expect(script).toContain(`mission_remotes='${BRANCH_NAMES.join(' ')}'`);
  });

  test("each branch's container lets the shell's origin read it", () => {
    for (const branch of BRANCH_NAMES) expect(of(branch, 'ConfigMap').data).toEqual({ SHELL_ORIGIN: originOf('shell') });
  });
});

describe('the ingress', () => {
  const ingress = objects['ingress.yaml']![0]!;

  test("routes each app's host to its Service", () => {
    expect(ingress.spec.rules.map((rule) => [rule.host, rule.http.paths[0]!.backend.service.name])).toEqual(
      APPS.map((app) => [new URL(originOf(app)).host, `mission-${app}`]),
    );
  });

  test('states the cache rules of http-policy.mjs for a CDN in front', () => {
    expect(ingress.metadata.annotations).toEqual(CDN_RULES);
    expect(CDN_RULES['missions.example.ca/cdn-immutable']).toBe(`${CONTENT_HASHED.source} -> ${IMMUTABLE}`);
    for (const file of [...NO_CACHE_FILES, 'remotes.json', 'sw.js', 'mf-manifest.json', 'index.html'])
      expect(CDN_RULES['missions.example.ca/cdn-never-cache']).toContain(file);
  });
});
