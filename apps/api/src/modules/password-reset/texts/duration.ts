/** "60 minuts", "1 hora"…: a link's lifetime, whole hours read as hours. */
export const duration = (minutes: number, unit: { minute: [string, string]; hour: [string, string] }): string => {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} ${hours === 1 ? unit.hour[0] : unit.hour[1]}`;
  }
  return `${minutes} ${minutes === 1 ? unit.minute[0] : unit.minute[1]}`;
};
