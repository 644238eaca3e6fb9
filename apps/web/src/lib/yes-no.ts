export function yesNo(value: boolean): 'Yes' | 'No' {
  return value ? 'Yes' : 'No';
}
