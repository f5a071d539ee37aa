/** The side layout's door: the layout route the router puts around the inout, member, info, terms and history pages. */
export { withSideLayout } from './SideLayout';
