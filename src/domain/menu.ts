/**
 * A menu as the content source's menu reader gives it (spec section 7, Menu: Text, Link, Submenu and the
 * flags): the header shows the items, the footer the links.
 */
export interface MenuLink {
  text: string;
  link: string;
}

export interface MenuItem extends MenuLink {
  appointmentButton: boolean;
  langSwitcher: boolean;
  submenu: MenuLink[];
}
