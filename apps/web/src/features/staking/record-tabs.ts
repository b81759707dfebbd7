/**
 * The records' kinds, in the order their tabs stand. Apart from the list (components/staking-records.tsx),
 * so the page reads the tab from the address without loading the list's code (decision 023).
 */
export type RecordTab = 'profit' | 'invest' | 'quit' | 'bonus';
export const recordTabs: readonly RecordTab[] = ['profit', 'invest', 'quit', 'bonus'];
