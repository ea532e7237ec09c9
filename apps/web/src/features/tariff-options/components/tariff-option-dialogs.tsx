import type { TDoubleTariff, THappyDayRequest, THappyHours, TTariffOptionKind } from '@portal/domain';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { useAvailableDoubleTariffs } from '../../api/get-available-double-tariffs.ts';
import { useAvailableHappyDays } from '../../api/get-available-happy-days.ts';
import { useAvailableHappyHours } from '../../api/get-available-happy-hours.ts';
import { useDoubleTariff } from '../../api/get-double-tariff.ts';
import { useHappyDay } from '../../api/get-happy-day.ts';
import { useHappyHours } from '../../api/get-happy-hours.ts';
import { useSetDoubleTariff } from '../../api/set-double-tariff.ts';
import { useSetHappyDay } from '../../api/set-happy-day.ts';
import { useSetHappyHours } from '../../api/set-happy-hours.ts';
import { TariffOptionDialog } from './tariff-option-dialog.tsx';

interface TProps {
  name: string;
  onClose: () => void;
}

function DoubleTariffDialog({ name, onClose }: TProps) {
  const language = useLanguage();
  const change = useSetDoubleTariff();
  return (
    <TariffOptionDialog
      kind="double_tariff"
      current={useDoubleTariff(name)}
      available={useAvailableDoubleTariffs(name, language)}
      save={(choice) => change.mutateAsync({ name, request: choice as TDoubleTariff })}
      onClose={onClose}
    />
  );
}

function HappyHoursDialog({ name, onClose }: TProps) {
  const language = useLanguage();
  const change = useSetHappyHours();
  return (
    <TariffOptionDialog
      kind="happy_hours"
      current={useHappyHours(name)}
      available={useAvailableHappyHours(name, language)}
      save={(choice) => change.mutateAsync({ name, request: choice as THappyHours })}
      onClose={onClose}
    />
  );
}

function HappyDayDialog({ name, onClose }: TProps) {
  const language = useLanguage();
  const change = useSetHappyDay();
  return (
    <TariffOptionDialog
      kind="happy_day"
      current={useHappyDay(name)}
      available={useAvailableHappyDays(name, language)}
      // The API names the day in the request's language; only the value is sent.
      save={(choice) => change.mutateAsync({ name, request: { value: Number(choice.value) } satisfies THappyDayRequest })}
      onClose={onClose}
    />
  );
}

/** The dialog of one option of the contract `name`. */
export function TariffOptionDialogOf({ kind, ...props }: TProps & { kind: TTariffOptionKind }) {
  switch (kind) {
    case 'double_tariff':
      return <DoubleTariffDialog {...props} />;
    case 'happy_hours':
      return <HappyHoursDialog {...props} />;
    case 'happy_day':
      return <HappyDayDialog {...props} />;
  }
}
