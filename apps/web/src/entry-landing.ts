/**
 * The browser entry of the pre-rendered public pages (scripts/prerender.mjs puts it in place of
 * main.tsx's): no React, no router, no i18next. The pages arrive as finished HTML in their language;
 * only the interactive parts get code (features/landing/islands). bench/RESULTS.md has the budget.
 */
import { startIslands } from './features/landing/islands/start';

startIslands();
