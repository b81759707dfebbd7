import { storageKeys } from '@/lib/config';
import { islandTemplates } from '../island-keys';
import { fromTemplate, islandText } from './dom';

/**
 * The header's mobile menu (opens and closes the nav, Escape closes it) and the member's state: with
 * a stored session the app link reads "DAPP" and the sign-up links go, as components/landing-header.tsx
 * renders them in the app.
 */
export function startHeader() {
  const text = islandText('header');
  const button = document.querySelector<HTMLButtonElement>('[data-testid="landing-menu-button"]');
  const nav = document.getElementById('ld-nav');
  if (!text || !button || !nav) return;

  if (localStorage.getItem(storageKeys.token)) {
    const appLink = document.querySelector('[data-testid="landing-app-link"]');
    if (appLink) appLink.textContent = text['header.dapp'];
    document.querySelectorAll('[data-testid="landing-signup-link"]').forEach((link) => link.remove());
    nav.querySelector('.ld-nav__actions')?.remove();
  }

  const label = button.querySelector('.ld-visually-hidden');
  const openIcon = button.querySelector('svg');
  const closeIcon = fromTemplate<SVGElement>(islandTemplates.menuClose);
  const setOpen = (isOpen: boolean) => {
    nav.classList.toggle('is-open', isOpen);
    button.setAttribute('aria-expanded', String(isOpen));
    const [shown, hidden] = isOpen ? [closeIcon, openIcon] : [openIcon, closeIcon];
    if (shown && hidden?.isConnected) hidden.replaceWith(shown);
    if (label) label.textContent = isOpen ? text['header.menuClose'] : text['header.menuOpen'];
  };
  button.addEventListener('click', () => setOpen(!nav.classList.contains('is-open')));
  window.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && nav.classList.contains('is-open')) setOpen(false);
  });
}
