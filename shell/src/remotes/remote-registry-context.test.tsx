/// <reference types="@testing-library/jest-dom" />
import { render, screen, waitFor } from '@testing-library/react';
import type { RemoteRegistry } from './remote-registry';
import { RemoteRegistryProvider, useRemoteRegistry } from './remote-registry-context';
import type { PreparedRegistry } from './remote-override';

const listed: RemoteRegistry = { remotes: [{ name: 'army', manifestUrl: 'https://army.example.ca/mf-manifest.json' }] };
const candidate: RemoteRegistry = { remotes: [{ name: 'army', manifestUrl: 'https://qa.example.ca/mf-manifest.json' }] };

function Probe() {
  const state = useRemoteRegistry();
  return (
    <p>{state.status === 'ready' ? `${state.registry.remotes[0]?.manifestUrl} / ${state.listed.remotes[0]?.manifestUrl}` : state.status}</p>
  );
}

test('registers the prepared registry (QA candidate applied) and exposes both it and the listed one', async () => {
  const register = jest.fn();
  const prepare = jest.fn((registry: RemoteRegistry): PreparedRegistry => ({
    registry: candidate,
    listed: registry,
    override: { section: 'army', manifestUrl: 'https://qa.example.ca/mf-manifest.json' },
  }));
  render(
    <RemoteRegistryProvider load={async () => listed} register={register} prepare={prepare}>
      <Probe />
    </RemoteRegistryProvider>,
  );
  await waitFor(() => expect(register).toHaveBeenCalledWith(candidate));
  expect(prepare).toHaveBeenCalledWith(listed);
  expect(await screen.findByText('https://qa.example.ca/mf-manifest.json / https://army.example.ca/mf-manifest.json')).toBeInTheDocument();
});

test('without a stored override, registers remotes.json as served', async () => {
  const register = jest.fn();
  render(
    <RemoteRegistryProvider load={async () => listed} register={register}>
      <Probe />
    </RemoteRegistryProvider>,
  );
  await waitFor(() => expect(register).toHaveBeenCalledWith(listed));
});

test('reads nothing until a page asks for the registry, then once for every page that does', async () => {
  const load = jest.fn(async () => listed);
  const register = jest.fn();
  const { rerender } = render(
    <RemoteRegistryProvider load={load} register={register}>
      <p>home</p>
    </RemoteRegistryProvider>,
  );
  await screen.findByText('home');
  expect(load).not.toHaveBeenCalled();
  rerender(
    <RemoteRegistryProvider load={load} register={register}>
      <Probe />
      <Probe />
    </RemoteRegistryProvider>,
  );
  expect(await screen.findAllByText('https://army.example.ca/mf-manifest.json / https://army.example.ca/mf-manifest.json')).toHaveLength(2);
  expect(load).toHaveBeenCalledTimes(1);
  expect(register).toHaveBeenCalledTimes(1);
});
