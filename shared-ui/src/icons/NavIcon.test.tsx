import { render } from '@testing-library/react';
import { NAV_ICONS, NavIcon } from './NavIcon';

const drawing = (name: string | undefined) => render(<NavIcon name={name} />).container.querySelector('svg')!.innerHTML;

it('draws a different, decorative icon for each name of the set', () => {
  const drawings = Object.keys(NAV_ICONS).map(drawing);
  expect(new Set(drawings).size).toBe(drawings.length);
  const { container } = render(<NavIcon name="chart" />);
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

it('draws a neutral mark for a name the set does not have (a newer remote), and for none', () => {
  expect(drawing('rocket')).toBe(drawing(undefined));
  expect(drawing('toString')).toBe(drawing(undefined));
  expect(drawing('rocket')).not.toBe(drawing('search'));
});
