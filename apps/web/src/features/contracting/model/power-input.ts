import { POWER_MAX_DECIMALS } from '@portal/domain';

/**
 * What a power field keeps of what is typed (§5.8: kW, a decimal comma, three decimals, no
 * negatives): digits and one decimal separator (a comma, or a dot as some keyboards give it),
 * at most three decimals; a minus sign or a letter never gets in.
 */
export function limitPowerInput(typed: string): string {
  let separatorSeen = false;
  let decimals = 0;
  let kept = '';
  for (const character of typed) {
    if (/\d/.test(character)) {
      if (separatorSeen) {
        if (decimals === POWER_MAX_DECIMALS) continue;
        decimals += 1;
      }
      kept += character;
    } else if ((character === ',' || character === '.') && !separatorSeen && kept !== '') {
      separatorSeen = true;
      kept += character;
    }
  }
  return kept;
}
