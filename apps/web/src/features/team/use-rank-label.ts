import { useTranslation } from 'react-i18next';

/**
 * Rank names are the operator's, in the reader's language (the server picks it, else English); rank 0
 * is everyone's starting rank, so it reads as the app's own translated "Member".
 */
export function useRankLabel() {
  const { t } = useTranslation('member');
  return (rank: number, name: string) => (rank === 0 ? t('rank.none') : name);
}
