/// <reference types="@testing-library/jest-dom" />
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyNamed } from './lazy-named';

const components = {
  Greeting: ({ name }: { name: string }) => <p>Hello {name}</p>,
  Other: () => <p>other</p>,
};

describe('lazyNamed', () => {
  it('renders the named export once its module has loaded, with the props given', async () => {
    const load = jest.fn(() => Promise.resolve(components));
    const Greeting = lazyNamed(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting name="Sam" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Sam')).toBeInTheDocument();
    expect(screen.queryByText('other')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
