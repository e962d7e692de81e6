/** A chat application's tables: conversations with members and messages newest first. */
package org.hbasemapper.it.chat;
