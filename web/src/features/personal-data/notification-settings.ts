import { visibleNotificationSettings, type NotificationSettings } from '@citizen/contract/web'

/** The notification settings form: the shown types ticked when on, grouped as the page shows them */
export type EmailType = NotificationSettings[number]
/** The groups and types the page shows (visibleNotificationSettings under the server's feature flags) */
export type SettingGroups = ReturnType<typeof visibleNotificationSettings>
type Group = SettingGroups[number]['group']
/** The ticked (enabled) types of each group */
export type SettingsDraft = Record<Group, EmailType[]>

export function enabledByGroup(groups: SettingGroups, disabled: NotificationSettings): SettingsDraft {
  return Object.fromEntries(
    groups.map((g) => [g.group, g.types.filter((type) => !disabled.includes(type))]),
  ) as SettingsDraft
}

/** The disabled list to save: the shown types left unticked and the hidden types as they were */
export function disabledList(
  groups: SettingGroups,
  draft: SettingsDraft,
  stored: NotificationSettings,
): NotificationSettings {
  const shown = new Set(groups.flatMap((g) => g.types))
  return [
    ...stored.filter((type) => !shown.has(type)),
    ...groups.flatMap((g) => g.types.filter((type) => !draft[g.group].includes(type))),
  ]
}
