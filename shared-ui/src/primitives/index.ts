export { VisuallyHidden, visuallyHiddenCss } from './VisuallyHidden';
export { Button, IconButton, LinkButton, buttonCss } from './Button';
export type { ButtonProps, IconButtonProps, LinkButtonProps, ButtonVariant, ButtonSize } from './Button';
export { Field, FieldLabel, useFieldControl } from './Field';
export type { FieldProps, FieldControlProps } from './Field';
export { TextInput, PasswordInput, TextArea, Select, Checkbox, Switch, controlCss } from './inputs';
export type {
  TextInputProps,
  PasswordInputProps,
  TextAreaProps,
  SelectProps,
  SelectOption,
  CheckboxProps,
  SwitchProps,
  ControlSize,
} from './inputs';
export { Form, FormRow, FormActions, FormError, Fieldset } from './Form';
export type { FormActionsProps, FormErrorProps, FieldsetProps } from './Form';
export { Card, CardBody, CardTitle } from './Card';
export type { CardProps } from './Card';
export { Badge } from './Badge';
export type { BadgeProps, BadgeVariant } from './Badge';
export { Tabs, NavTabs } from './Tabs';
export type { TabsProps, TabItem, NavTabsProps, NavTabItem } from './Tabs';
export { Tooltip } from './Tooltip';
export type { TooltipProps, TooltipPlacement } from './Tooltip';
export { Table, TableContainer, THead, TBody, TFoot, Tr, Th, Td } from './Table';
export type { TableProps, TrProps, ThProps, TdProps, CellAlign, SortDirection } from './Table';
export { Stack, Inline } from './Stack';
export type { StackProps, InlineProps, SpaceToken } from './Stack';
export { SmartLink, isExternalHref, safeHref } from './SmartLink';
export type { SmartLinkProps } from './SmartLink';
