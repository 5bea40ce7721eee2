package dev.arbiter.messaging;

import org.apache.kafka.clients.consumer.ConsumerRecord;

/**
 * Does the work one record asks for. Returning normally means the work is done and durable: the loop then
 * commits the record's offset. Throwing {@link PoisonRecordException} means the record can never be
 * processed (it is logged and skipped); any other exception means "not now" (a database restarting):
 * the loop retries the same record after a back-off, so nothing is lost and order is kept.
 */
@FunctionalInterface
public interface RecordHandler {

    void handle(ConsumerRecord<String, byte[]> record) throws Exception;
}
