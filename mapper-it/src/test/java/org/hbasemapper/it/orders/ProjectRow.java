package org.hbasemapper.it.orders;

/** A project and its tickets in {@code book:projects}: a group whose tickets carry a {@code @Version}. */
public sealed interface ProjectRow permits Project, ProjectTicket {}
