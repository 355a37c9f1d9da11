import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderUi } from '../testing/render';
import { Button, IconButton } from './Button';
import { LinkButton } from './LinkButton';

describe('Button', () => {
  it('is a type=button that calls onClick', async () => {
    const onClick = jest.fn();
    renderUi(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can be a submit button', () => {
    renderUi(<Button type="submit">Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'submit');
  });

  it('does not fire when disabled', async () => {
    const onClick = jest.fn();
    renderUi(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while loading is busy, disabled and keeps its label', async () => {
    const onClick = jest.fn();
    renderUi(
      <Button loading onClick={onClick} variant="primary">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('uses the theme colours per variant', () => {
    renderUi(
      <>
        <Button variant="primary">P</Button>
        <Button variant="danger">D</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'P' })).toHaveStyle({ backgroundColor: '#1d5bd6' });
    expect(screen.getByRole('button', { name: 'D' })).toHaveStyle({ backgroundColor: '#d1373a' });
  });

  it('forwards refs', () => {
    const ref = createRef<HTMLButtonElement>();
    renderUi(<Button ref={ref}>Ref</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Ref' }));
  });
});

describe('IconButton', () => {
  it('is named by its label', async () => {
    const onClick = jest.fn();
    renderUi(<IconButton label="Delete row" icon={<svg />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete row' }));
    expect(onClick).toHaveBeenCalled();
  });
});

describe('LinkButton', () => {
  it('is a link to a route', () => {
    renderUi(<LinkButton to="/rules/create">New rule</LinkButton>, { route: '/rules' });
    expect(screen.getByRole('link', { name: 'New rule' })).toHaveAttribute('href', '/rules/create');
  });
});
