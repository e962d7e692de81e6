/**
 * Entities several feature packages share: a chat's conversations and messages, and an entity using
 * every supported type.
 */
package org.hbasemapper.it.model;
