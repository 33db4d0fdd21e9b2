/** Change notices the hosts turn into hub pushes. */
export interface DbEvents {
  notificationsChanged(userId: string): void
}
