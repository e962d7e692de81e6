package org.hbasemapper.it.recordtypes;

/** A project and its tickets in {@code book:projects}: a group whose tickets carry a {@code @Version}. */
public sealed interface ProjectRow permits Project, ProjectTicket {}
