/**
 * The top bar's language menu: the current language on the button, the menu mounted only once it is
 * opened, and the choice applied to the panel's strings.
 */
import { fireEvent, screen } from '@testing-library/react';
import { useTranslate } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageMenuButton } from '../../src/layout/LanguageMenuButton';
import { renderWithAdmin, signInAs } from '../support/renderWithAdmin';

function DashboardLabel() {
  return <p>{useTranslate()('app.menu.dashboard')}</p>;
}

describe('the language menu', () => {
  afterEach(() => localStorage.clear());

  it('names the current language, keeps no hidden menu, and switches the panel to the language chosen', async () => {
    signInAs('staff');
    renderWithAdmin(
      'motor-policy',
      <>
        <LanguageMenuButton />
        <DashboardLabel />
      </>,
    );
    const button = await screen.findByRole('button', { name: 'Language: English' });
    expect(document.getElementById('language-menu')).toBeNull();

    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'हिन्दी' }));

    await screen.findByText('डैशबोर्ड');
    expect(screen.getByRole('button', { name: 'भाषा: हिन्दी' })).toHaveTextContent('हिन्दी');
  });
});
