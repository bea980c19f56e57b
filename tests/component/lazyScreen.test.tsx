/**
 * Screens loaded on demand: a screen whose code is in renders in the same paint as what surrounds
 * it, without the loader (React would hold it back until 300 ms after a loader it replaced); the
 * opened address's screen can be fetched before the panel renders.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from '../../resources/core/lazyScreen';
import { preloadScreenAt, resourceRoute, screenRoute } from '../../resources/core/screenRoutes';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function withLoads() {
  let loads = 0;
  const Screen = lazyScreen(async () => {
    loads++;
    return { Greeting };
  }, 'Greeting');
  return { Screen, loads: () => loads };
}

const inSuspense = (element: React.ReactNode) => <Suspense fallback={<p>Loading</p>}>{element}</Suspense>;

describe('lazyScreen', () => {
  it('shows the loader until a screen opened for the first time has its code', async () => {
    const { Screen } = withLoads();
    render(inSuspense(<Screen name="Asha" />));
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
  });

  it('renders a preloaded screen in its first paint, with its props, never showing the loader', async () => {
    const { Screen } = withLoads();
    await Screen.preload();
    await act(async () => {
      render(inSuspense(<Screen name="Ravi" />));
    });
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('Hello Ravi')).toBeTruthy();
  });
});

describe('preloadScreenAt', () => {
  it('fetches the lazy screen declared at an address, with or without a trailing slash', async () => {
    const { Screen, loads } = withLoads();
    const routes = [screenRoute('/panel/greeting', <Screen name="Meena" />), resourceRoute('/panel/plain', 'companies', <Greeting name="x" />)];
    await preloadScreenAt('/panel/greeting/');
    expect(loads()).toBe(1);
    expect(preloadScreenAt('/panel/plain')).toBeUndefined();
    expect(preloadScreenAt('/panel/unknown')).toBeUndefined();

    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/panel/greeting']}>
          {inSuspense(<Routes>{routes}</Routes>)}
        </MemoryRouter>,
      );
    });
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('Hello Meena')).toBeTruthy();
  });
});
