import { Button, Radio, Stack, Text } from '@mantine/core';
import type { StakeView, StakingPackage } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askInModal } from '@/components/app-modal';
import { i18n } from '@/lib/i18n';
import { amountProblem } from '../stake-rules';

function ChoosePackageForm({
  stake,
  packages,
  onChoose,
}: {
  stake: StakeView;
  packages: StakingPackage[];
  onChoose: (pkg: StakingPackage) => void;
}) {
  const { t } = useTranslation('staking');
  const [chosen, setChosen] = useState<string | null>(null);
  const wholeAmount = stake.amount.replace(/\.0+$/, '');
  const options = packages.filter((p) => p.status === 'active' && p.id !== stake.package_id);
  const target = options.find((p) => p.id === chosen);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('change.intro')}
      </Text>
      <Radio.Group value={chosen} onChange={setChosen}>
        <Stack gap="xs">
          {options.map((pkg) => {
            const problem = amountProblem(pkg, wholeAmount);
            return (
              <Radio
                key={pkg.id}
                value={pkg.id}
                disabled={problem !== null}
                label={`${pkg.name} · ${pkg.daily_rate.replace(/\.?0+$/, '')}% ${t('package.perDay')}`}
                description={problem === null ? undefined : t('change.doesNotFit')}
                data-testid={`change-to-${pkg.code}`}
              />
            );
          })}
        </Stack>
      </Radio.Group>
      <Button disabled={!target} onClick={() => target && onChoose(target)} data-testid="change-confirm">
        {t('actions.change')}
      </Button>
    </Stack>
  );
}

/** Asks which package a stake moves to; only packages whose amount rules fit the stake can be picked. */
export function choosePackage(stake: StakeView, packages: StakingPackage[]): Promise<StakingPackage | null> {
  return askInModal<StakingPackage>(
    { title: i18n.t('staking:change.title'), testId: 'change-package-modal' },
    (answer) => <ChoosePackageForm stake={stake} packages={packages} onChoose={answer} />,
  );
}
