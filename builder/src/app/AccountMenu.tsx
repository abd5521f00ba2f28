import { FilePlus2, LogOut } from 'lucide-react';
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Tooltip, TooltipTrigger } from 'react-aria-components';
import { useAuth } from '../auth/auth-store';
import { navigate, ROUTES } from './router';

/** The signed-in editor's initial: the account button's face. */
const initialOf = (email: string | undefined) => (email?.trim()[0] ?? '?').toUpperCase();

/**
 * The editor's account, at the right end of the header and of the builder's top bar: a round button
 * with their initial that opens a menu with who is signed in, "New page" and "Sign out".
 */
export function AccountMenu() {
  const user = useAuth((state) => state.user);
  const signOut = useAuth((state) => state.signOut);
  const email = user?.email ?? '';
  return (
    <MenuTrigger>
      <TooltipTrigger delay={500} closeDelay={0}>
        <Button className="avatar-button" aria-label={`Account: ${email}`}>
          <span aria-hidden="true">{initialOf(email)}</span>
        </Button>
        <Tooltip className="tooltip" offset={6}>
          {email}
        </Tooltip>
      </TooltipTrigger>
      <Popover className="menu-popover" placement="bottom end">
        <Menu className="menu" aria-label="Account">
          <MenuSection>
            <Header className="menu-header">
              Signed in as <strong>{email}</strong>
            </Header>
            <MenuItem id="create" className="menu-item" onAction={() => navigate(ROUTES.create)}>
              <FilePlus2 aria-hidden="true" size={16} />
              New page
            </MenuItem>
            <MenuItem id="sign-out" className="menu-item" onAction={() => void signOut()}>
              <LogOut aria-hidden="true" size={16} />
              Sign out
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
