/** The seeds' mail box: a tall table {@code <user_id><message_id>} scanned by user and by user and day. */
package org.hbasemapper.samples.mail;
