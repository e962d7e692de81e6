/**
 * The seeds' weibo user and animal taxonomy as entities, which other packages share, and their stored
 * layout checked cell by cell.
 */
package org.hbasemapper.it.seeds;
